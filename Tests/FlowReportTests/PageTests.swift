import XCTest

@testable import FlowReport

/// The page around the sections: nothing can be loaded from elsewhere, the title escaped.
final class PageTests: XCTestCase {
    func testTheDocument() {
        let page = Page.document(title: "a <b> & c", subtitle: .text("sub"), sections: [.text("<one>")])
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n"))
        XCTAssertTrue(page.contains("content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\""))
        XCTAssertTrue(page.contains("<title>a &lt;b&gt; &amp; c</title>"))
        XCTAssertTrue(page.contains("<main>\n&lt;one&gt;\n</main>"))
        XCTAssertFalse(page.contains("<script"))
        XCTAssertFalse(page.contains("http://") || page.contains("https://"))
    }
}
