import FlowApp
import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and error written with `write(2)`, every byte accounted for: a full
/// device is remembered (Foundation's `FileHandle.write` would trap) and turned into exit 73
/// once the command is done; a pipe closed by its reader ends the output quietly.
final class StandardStreams: @unchecked Sendable {
    private var failure: Int32 = 0
    private var stopped = false
    private let lock = StreamLock()

    /// Writes all of `text` to `fd`; on the first failure, stops writing to standard output.
    func write(_ text: String, to fd: Int32) {
        var text = text
        lock.locked {
            if fd == 1 && stopped { return }
            let error = text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
            // A reader that closed the pipe (`| head`) wanted no more: stop quietly.
            if error != 0 && fd == 1 {
                stopped = true
                if error != EPIPE { failure = error }
            }
        }
    }

    /// The console that writes here: text on a terminal fitted to its width (standard output's
    /// and standard error's each), data (JSON, CSV, a page, a script) always as it is.
    var console: Console {
        let (outWidth, errorWidth) = (StandardStreams.terminalWidth(1), StandardStreams.terminalWidth(2))
        return Console(
            out: { self.write(StandardStreams.note($0, width: outWidth), to: 1) },
            err: { self.write(StandardStreams.note($0, width: errorWidth), to: 2) },
            data: { self.write($0, to: 1) }, width: outWidth ?? Console.fileWidth)
    }

    /// The columns of the terminal on `fd` (at least `Console.narrowest`), or nil when it is no
    /// terminal: a file gets the same bytes whatever terminal it was written from.
    static func terminalWidth(_ fd: Int32) -> Int? {
        var size = winsize()
        guard isatty(fd) == 1, ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return max(Console.narrowest, Int(size.ws_col))
    }

    /// What a terminal shows of `text`: whole lines fitted to its `width`; a progress line
    /// (drawn over with a carriage return) and any text to a file or a pipe as they are.
    static func note(_ text: String, width: Int?) -> String {
        guard let width, text.hasSuffix("\n"), !text.contains("\r") else { return text }
        return fitted(text, width: width)
    }

    /// The error of standard output, when a write to it failed.
    var outputError: OutputError? {
        lock.locked {
            failure == 0
                ? nil : OutputError.cannotWrite(file: "standard output", reason: String(cString: strerror(failure)))
        }
    }
}

/// A pthread mutex guarding the streams.
private final class StreamLock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}

extension FlowCommand {
    /// Runs `flow` as a process: the command on the real standard streams, then exit 73
    /// with a message when standard output could not take everything.
    public static func main(arguments: [String]) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let streams = StandardStreams()
        let code = run(arguments: arguments, console: streams.console)
        if let error = streams.outputError {
            streams.write("flow: error: \(error)\n", to: 2)
            return ExitCode.cannotCreate.rawValue
        }
        return code.rawValue
    }
}
