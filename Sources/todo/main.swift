import TodoKit
#if canImport(Glibc)
import Glibc
#endif

let terminal = StandardTerminal()
let status = TodoApp.run(arguments: Array(CommandLine.arguments.dropFirst()),
                         environment: ProcessEnvironment.current(), terminal: terminal)
terminal.flush()
exit(status.rawValue)
