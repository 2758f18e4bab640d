import FlowCommandLine

#if canImport(Glibc)
    import Glibc
#endif

exit(FlowCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
