/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=rule::message` per error and
/// warning, which GitHub shows as annotations on the pull request's lines. Infos are left out; a table
/// not checked is a notice on its file.
enum GitHubLintFormat {
  static func write(_ report: LintReport, to writer: LintWriter) {
    for finding in report.findings where finding.severity != .info {
      let location = finding.location
      writer.write(
        "::\(finding.severity.rawValue) file=\(property(location.file)),line=\(location.line),col=\(location.column),"
          + "title=\(property(finding.rule.rawValue))::\(data(finding.message))\n")
    }
    for table in report.skipped {
      writer.write("::notice file=\(property(table.path)),title=not checked::\(data(table.reason))\n")
    }
  }

  /// The escapes of a command's message (`%`, CR, LF).
  static func data(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case "\r\n": result += "%0D%0A"
      default: result.append(character)
      }
    }
    return result
  }

  /// The escapes of a command's property value: those of a message, plus `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
