/// Options of the Snapshot effect (upstream's `SnapshotTransformViewOptions`), with upstream's defaults.
/// The card is cut into pieces (row-major); each piece and the container holding them move on their own.
public struct SnapshotTransformViewOptions: Hashable, Sendable {
    /// Piece size as a fraction of the card: `w = W · pieceSizeRatio.width` (at most W), likewise h.
    /// A ratio ≤ 0 makes no snapshot: the card is drawn plain, as upstream.
    public var pieceSizeRatio: Size
    /// Piece corner radius = `ratio · |p| · min(w·sx, h·sy)` in points.
    public var piecesCornerRadiusRatio: PiecesValue<Double>
    /// Piece alpha = `1 − ratio · |p|`, clamped to `0…1`.
    public var piecesAlphaRatio: PiecesValue<Double>
    /// Piece translation = `ratio · |p|` of the piece's scaled size.
    public var piecesTranslationRatio: PiecesValue<Point>
    /// Lower bound of the piece translation (fraction of the piece's scaled size); `nil` for none.
    public var minPiecesTranslationRatio: PiecesValue<Point>?
    /// Upper bound of the piece translation; `nil` for none.
    public var maxPiecesTranslationRatio: PiecesValue<Point>?
    /// Piece scale = `max(0, 1 − |p| · ratio)` per axis.
    public var piecesScaleRatio: PiecesValue<Size>
    /// Container scale = `max(0, 1 − |p| · containerScaleRatio)`.
    public var containerScaleRatio: Double
    /// Container translation = `p · ratio` of the container's scaled size (`W·s`, `H·s`).
    public var containerTranslationRatio: Point
    /// Lower bound of the container translation (fraction of the scaled size); `nil` for none.
    public var containerMinTranslationRatio: Point?
    /// Upper bound of the container translation; `nil` for none.
    public var containerMaxTranslationRatio: Point?

    /// Options with upstream's defaults for everything not given.
    public init(
        pieceSizeRatio: Size = Size(width: 1, height: 1.0 / 8.0),
        piecesCornerRadiusRatio: PiecesValue<Double> = .static(0),
        piecesAlphaRatio: PiecesValue<Double> = .static(0),
        piecesTranslationRatio: PiecesValue<Point> = .rowOddEven(Point(x: 0, y: -1), Point(x: -1, y: -1)),
        minPiecesTranslationRatio: PiecesValue<Point>? = nil,
        maxPiecesTranslationRatio: PiecesValue<Point>? = nil,
        piecesScaleRatio: PiecesValue<Size> = .static(Size(width: 0, height: 1)),
        containerScaleRatio: Double = 0.25,
        containerTranslationRatio: Point = Point(x: 1, y: 0),
        containerMinTranslationRatio: Point? = nil,
        containerMaxTranslationRatio: Point? = nil
    ) {
        self.pieceSizeRatio = pieceSizeRatio
        self.piecesCornerRadiusRatio = piecesCornerRadiusRatio
        self.piecesAlphaRatio = piecesAlphaRatio
        self.piecesTranslationRatio = piecesTranslationRatio
        self.minPiecesTranslationRatio = minPiecesTranslationRatio
        self.maxPiecesTranslationRatio = maxPiecesTranslationRatio
        self.piecesScaleRatio = piecesScaleRatio
        self.containerScaleRatio = containerScaleRatio
        self.containerTranslationRatio = containerTranslationRatio
        self.containerMinTranslationRatio = containerMinTranslationRatio
        self.containerMaxTranslationRatio = containerMaxTranslationRatio
    }
}

/// Where a piece sits in the snapshot grid.
package struct PiecePosition: Hashable, Sendable {
    /// Row-major index of the piece.
    package var index: Int
    /// `index / columnCount`.
    package var row: Int
    /// `index % columnCount`.
    package var column: Int
    /// `Int(1 / pieceSizeRatio.height)`, the ratio floored at 0.01.
    package var rowCount: Int
    /// `Int(1 / pieceSizeRatio.width)`, the ratio floored at 0.01.
    package var columnCount: Int

    /// A position in the grid.
    package init(index: Int, row: Int, column: Int, rowCount: Int, columnCount: Int) {
        self.index = index
        self.row = row
        self.column = column
        self.rowCount = rowCount
        self.columnCount = columnCount
    }
}

/// A value that pieces can scale and sum: `Double`, `Point` and `Size`.
public protocol PieceArithmetic: Hashable, Sendable {
    static func * (lhs: Self, rhs: Double) -> Self
    static func * (lhs: Self, rhs: Self) -> Self
    static func + (lhs: Self, rhs: Self) -> Self
    /// The additive identity.
    static var zero: Self { get }
}

extension Double: PieceArithmetic {}

extension Point: PieceArithmetic {}

extension Size: PieceArithmetic {}

/// How `PiecesValue.aggregated` folds its values, left to right.
public struct PiecesCombination<Value: PieceArithmetic>: Hashable, Sendable, CustomStringConvertible {
    /// `+` or `*` for the built-ins; the name given to a custom function otherwise.
    public let name: String
    /// The combining function, applied left to right.
    public let combine: @Sendable (Value, Value) -> Value

    /// A custom combining function; `name` identifies it (two combinations are equal when their names are).
    package static func custom(_ name: String, _ combine: @escaping @Sendable (Value, Value) -> Value) -> Self {
        Self(name: name, combine: combine)
    }

    /// Sums the values (upstream's `+`).
    package static var sum: Self { Self(name: "+", combine: { $0 + $1 }) }
    /// Multiplies the values component-wise (upstream's `*`).
    package static var product: Self { Self(name: "*", combine: { $0 * $1 }) }

    /// Equal when the names are: functions cannot be compared.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    /// Hashes the name, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    /// The name.
    public var description: String { name }
}

/// Upstream's `PiecesValue`: a per-piece value chosen by the piece's row, column or index.
public indirect enum PiecesValue<Value: PieceArithmetic>: Hashable, Sendable {
    /// `ratio · column` (or `ratio · (columnCount − column − 1)` reversed).
    case columnBased(Value, reversed: Bool = false)
    /// `ratio · row` (or `ratio · (rowCount − row − 1)` reversed).
    case rowBased(Value, reversed: Bool = false)
    /// `even` for even columns, `odd` for odd ones, times `column` when `increasing`.
    case columnOddEven(Value, Value, increasing: Bool = false)
    /// `even` for even rows, `odd` for odd ones, times `row` when `increasing`.
    case rowOddEven(Value, Value, increasing: Bool = false)
    /// `ratio` times the signed distance of the column from the middle (0 in the middle).
    case columnBasedMirror(Value, reversed: Bool = false)
    /// `ratio` times the signed distance of the row from the middle.
    case rowBasedMirror(Value, reversed: Bool = false)
    /// `values[index % count]`.
    case indexBasedCustom([Value])
    /// `values[row % count]`.
    case rowBasedCustom([Value])
    /// `values[column % count]`.
    case columnBasedCustom([Value])
    /// The same value for every piece.
    case `static`(Value)
    /// Each value evaluated, then folded left to right with the combination.
    case aggregated([PiecesValue<Value>], PiecesCombination<Value>)

    /// The value for one piece. Where upstream traps (an empty list), this gives `.zero`.
    package func ratio(at position: PiecePosition) -> Value {
        switch self {
        case let .columnBased(ratio, reversed):
            return Self.based(ratio, count: position.columnCount, current: position.column, reversed: reversed)
        case let .rowBased(ratio, reversed):
            return Self.based(ratio, count: position.rowCount, current: position.row, reversed: reversed)
        case let .columnOddEven(odd, even, increasing):
            return (position.column % 2 == 0 ? even : odd) * (increasing ? Double(position.column) : 1)
        case let .rowOddEven(odd, even, increasing):
            return (position.row % 2 == 0 ? even : odd) * (increasing ? Double(position.row) : 1)
        case let .indexBasedCustom(values):
            return Self.element(values, position.index)
        case let .rowBasedCustom(values):
            return Self.element(values, position.row)
        case let .columnBasedCustom(values):
            return Self.element(values, position.column)
        case let .static(ratio):
            return ratio
        case let .columnBasedMirror(ratio, reversed):
            return Self.mirror(ratio, count: position.columnCount, current: position.column, reversed: reversed)
        case let .rowBasedMirror(ratio, reversed):
            return Self.mirror(ratio, count: position.rowCount, current: position.row, reversed: reversed)
        case let .aggregated(values, combination):
            guard let first = values.first else { return .zero }
            return values.dropFirst().reduce(first.ratio(at: position)) {
                combination.combine($0, $1.ratio(at: position))
            }
        }
    }

    private static func element(_ values: [Value], _ index: Int) -> Value {
        guard !values.isEmpty else { return .zero }
        return values[index % values.count]
    }

    private static func based(_ ratio: Value, count: Int, current: Int, reversed: Bool) -> Value {
        ratio * Double(reversed ? count - current - 1 : current)
    }

    private static func mirror(_ ratio: Value, count: Int, current: Int, reversed: Bool) -> Value {
        let middle = count / 2
        if count % 2 == 1, current == middle {
            return ratio * 0
        }
        var index = current
        if index >= middle {
            index -= middle
            if count % 2 == 0 {
                index += 1
            }
        } else {
            index = middle - index
        }
        if reversed {
            index = middle - index
        }
        var floatIndex = Double(index)
        if count % 2 == 0 {
            floatIndex -= 0.5
        }
        return ratio * floatIndex * (current >= middle ? 1 : -1)
    }
}

extension SnapshotTransformViewOptions {
    /// Upstream's named Snapshot layouts.
    public enum Layout: String, CaseIterable, Hashable, Sendable {
        case grid, space, chess, tiles, lines, bars, puzzle, fade
    }

    /// The options of a named layout, with upstream's values.
    public static func layout(_ layout: Layout) -> SnapshotTransformViewOptions {
        switch layout {
        case .grid:
            return Self(pieceSizeRatio: Size(width: 1.0 / 4.0, height: 1.0 / 10.0),
                        piecesCornerRadiusRatio: .static(1), piecesAlphaRatio: .static(0),
                        piecesTranslationRatio: .aggregated([.rowBasedMirror(Point(x: 0, y: -1.8)),
                                                             .columnBasedMirror(Point(x: -1.8, y: 0))], .sum),
                        piecesScaleRatio: .static(Size(width: 0.8, height: 0.8)),
                        containerScaleRatio: 0.1, containerTranslationRatio: Point(x: 0.7, y: 0))
        case .space:
            return Self(pieceSizeRatio: Size(width: 1.0 / 3.0, height: 1.0 / 4.0),
                        piecesCornerRadiusRatio: .static(0.7),
                        piecesAlphaRatio: .aggregated([.rowBasedMirror(0.2), .columnBasedMirror(0.4)], .sum),
                        piecesTranslationRatio: .aggregated([.rowBasedMirror(Point(x: 1, y: -1)),
                                                             .columnBasedMirror(Point(x: -1, y: 1))], .product),
                        piecesScaleRatio: .static(Size(width: 0.5, height: 0.5)),
                        containerScaleRatio: 0.1, containerTranslationRatio: Point(x: 0.7, y: 0))
        case .chess:
            return Self(pieceSizeRatio: Size(width: 1.0 / 5.0, height: 1.0 / 10.0),
                        piecesCornerRadiusRatio: .static(0.5), piecesAlphaRatio: .columnBasedMirror(0.4),
                        piecesTranslationRatio: .columnBasedMirror(Point(x: -1, y: 1)),
                        piecesScaleRatio: .static(Size(width: 0.5, height: 0.5)),
                        containerScaleRatio: 0.1, containerTranslationRatio: Point(x: 0.7, y: 0))
        case .tiles:
            return Self(pieceSizeRatio: Size(width: 1, height: 1.0 / 10.0),
                        piecesCornerRadiusRatio: .static(0), piecesAlphaRatio: .static(0.4),
                        piecesTranslationRatio: .rowOddEven(Point(x: -0.4, y: 0), Point(x: 0.4, y: 0)),
                        piecesScaleRatio: .static(Size(width: 0, height: 0.1)),
                        containerScaleRatio: 0.1, containerTranslationRatio: Point(x: 1, y: 0))
        case .lines:
            return Self(pieceSizeRatio: Size(width: 1, height: 1.0 / 16.0),
                        piecesCornerRadiusRatio: .static(0), piecesAlphaRatio: .static(0.4),
                        piecesTranslationRatio: .rowOddEven(Point(x: -0.15, y: 0), Point(x: 0.15, y: 0)),
                        piecesScaleRatio: .static(Size(width: 0.6, height: 0.96)),
                        containerScaleRatio: 0.1, containerTranslationRatio: Point(x: 0.8, y: 0))
        case .bars:
            return Self(pieceSizeRatio: Size(width: 1.0 / 10.0, height: 1),
                        piecesCornerRadiusRatio: .static(1.2), piecesAlphaRatio: .static(0.4),
                        piecesTranslationRatio: .columnOddEven(Point(x: 0, y: -0.1), Point(x: 0, y: 0.1)),
                        piecesScaleRatio: .static(Size(width: 0.2, height: 0.6)),
                        containerScaleRatio: 0.1, containerTranslationRatio: Point(x: 1, y: 0))
        case .puzzle:
            return Self(pieceSizeRatio: Size(width: 1.0 / 4.0, height: 1.0 / 10.0),
                        piecesCornerRadiusRatio: .static(0),
                        piecesAlphaRatio: .aggregated([.rowOddEven(0.2, 0), .columnOddEven(0, 0.2)], .sum),
                        piecesTranslationRatio: .rowOddEven(Point(x: -0.15, y: 0), Point(x: 0.15, y: 0)),
                        piecesScaleRatio: .columnOddEven(Size(width: 0.1, height: 0.4), Size(width: 0.4, height: 0.1)),
                        containerScaleRatio: 0.2, containerTranslationRatio: Point(x: 1, y: 0))
        case .fade:
            return Self(pieceSizeRatio: Size(width: 1, height: 1.0 / 10.0),
                        piecesCornerRadiusRatio: .static(0.1), piecesAlphaRatio: .rowBased(0.1),
                        piecesTranslationRatio: .rowBasedMirror(Point(x: 0, y: 0.1)),
                        piecesScaleRatio: .rowBasedMirror(Size(width: 0.05, height: 0.1)),
                        containerScaleRatio: 0.7, containerTranslationRatio: Point(x: 1.9, y: 0))
        }
    }
}
