import Foundation

exit(Benchmark.run(arguments: Array(CommandLine.arguments.dropFirst())))
