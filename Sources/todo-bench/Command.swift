/// A program to run: its path, arguments (without the program name) and whole environment.
struct Command {
    let executable: String
    let arguments: [String]
    let environment: [String: String]
}
