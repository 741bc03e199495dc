import UIKit

// Make sure you added this dependency to your project
// More info at https://bit.ly/CVPagingLayout
import CollectionViewPagingLayout

// The cell class needs to conform to `StackTransformView` protocol
// to be able to provide the transform options
class MyCell: UICollectionViewCell, StackTransformView {
    
    var stackOptions = StackTransformViewOptions(
        scaleFactor: 0.10,
        minScale: 0.00,
        maxScale: nil,
        maxStackSize: 5,
        spacingFactor: 0.04,
        maxSpacing: nil,
        alphaFactor: 0.10,
        bottomStackAlphaSpeedFactor: 0.90,
        topStackAlphaSpeedFactor: 0.30,
        perspectiveRatio: 0.00,
        shadowEnabled: true,
        shadowColor: .black,
        shadowOpacity: 0.10,
        shadowOffset: .zero,
        shadowRadius: 5.00,
        stackRotateAngel: 0.17,
        popAngle: 0.31,
        popOffsetRatio: .init(width: -1.45, height: 0.30),
        stackPosition: .init(x: 1.00, y: 0.00),
        reverse: false,
        blurEffectEnabled: false,
        maxBlurEffectRadius: 0.00,
        blurEffectStyle: .dark
    )

    // The card view that we apply transforms on
    var card: UIView!
    
    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }
    
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }
    
    func setup() {

        // Adjust the card view frame
        // you can use Auto-layout too
        let cardFrame = CGRect(
 		   x: 80,
 		   y: 100,
 		   width: frame.width - 160,
 		   height: frame.height - 200
        )
        card = UIView(frame: cardFrame)
        card.backgroundColor = .systemOrange
        contentView.addSubview(card)
    }
}

// A simple View Controller that filled with a UICollectionView
// You can use `UICollectionViewController` too
class ViewController: UIViewController, UICollectionViewDataSource {
    
    var collectionView: UICollectionView!
    
    override func viewDidLoad() {
        super.viewDidLoad()
        setupCollectionView()
    }
    
    private func setupCollectionView() {
        let layout = CollectionViewPagingLayout()

        collectionView = UICollectionView(
            frame: view.frame,
            collectionViewLayout: layout
        )

        collectionView.isPagingEnabled = true

        collectionView.register(
			MyCell.self,
    		forCellWithReuseIdentifier: "cell"
        )

        collectionView.dataSource = self

        view.addSubview(collectionView)
    }
    
    func collectionView(
        _ collectionView: UICollectionView,
        numberOfItemsInSection section: Int
    ) -> Int {
        10
    }
    
    func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(
            withReuseIdentifier: "cell",
            for: indexPath
        )
    }
    
}
