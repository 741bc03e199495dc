import Testing
import Transforms

@Suite struct ColorHexTests {
    @Test func readsSixAndEightDigitsWithOrWithoutTheHash() {
        #expect(Color(hex: "#FF8000") == Color(red: 1, green: 128.0 / 255, blue: 0))
        #expect(Color(hex: "ff800040") == Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 64.0 / 255))
    }

    @Test func refusesAnythingButHexDigits() {
        // UInt64("+FFFFF", radix: 16) parses; a colour must not.
        for text in ["#+FFFFF", "#-00000", "#FFF", "#GGGGGG", "# FFFFF", "", "#", "#FFFFFFF"] {
            #expect(Color(hex: text) == nil, "\(text)")
        }
    }
}
