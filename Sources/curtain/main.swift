import CurtainCLI
import Foundation

exit(CurtainCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
