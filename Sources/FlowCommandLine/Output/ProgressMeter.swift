import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Progress of a long import on standard error: bytes done of total, MB/s and time left,
/// redrawn at most four times a second. Only when standard error is a terminal.
final class ProgressMeter {
    private let console: Console
    private let started = Date()
    private var lastDraw = Date.distantPast
    private var drew = false

    /// A meter, or nil when standard error is not a terminal (then nothing is printed).
    init?(console: Console) {
        guard isatty(2) == 1 else { return nil }
        self.console = console
    }

    func update(_ done: Int64, _ total: Int64) {
        let now = Date()
        guard now.timeIntervalSince(lastDraw) >= 0.25 || done == total else { return }
        lastDraw = now
        let elapsed = max(now.timeIntervalSince(started), 1e-3)
        let rate = Double(done) / elapsed
        let left = rate > 0 ? Double(total - done) / rate : 0
        let percent = total > 0 ? 100 * Double(done) / Double(total) : 100
        console.err(
            String(
                format: "\rreading %.0f of %.0f MB (%.0f %%), %.0f MB/s, %.0f s left   ",
                Double(done) / 1e6, Double(total) / 1e6, percent, rate / 1e6, left))
        drew = true
    }

    func done() {
        if drew { console.err("\r" + String(repeating: " ", count: 72) + "\r") }
    }
}
