import FlowReport
import XCTest

final class HTMLTests: XCTestCase {
    /// Text and attribute values are escaped where they are added; the markup of elements is not.
    func testTextAndAttributesAreEscapedOnce() {
        let page = HTML.element("p", ["class": "a\"b"], .text("<b> & \"c\""), " ", "x<y")
        XCTAssertEqual(page.markup, "<p class=\"a&quot;b\">&lt;b&gt; &amp; &quot;c&quot; x&lt;y</p>")
        XCTAssertEqual(HTML.escape("a&b"), "a&amp;b")
        XCTAssertEqual((HTML.text("1") + "2").markup, "12")
        XCTAssertEqual(HTML.join([.element("i", [:]), .element("b", [:], "z")]).markup, "<i></i><b>z</b>")
    }
}
