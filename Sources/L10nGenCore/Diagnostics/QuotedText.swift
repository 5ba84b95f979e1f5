/// A text for a message: quoted and escaped like a Swift string, shortened past 60 characters.
package func quoted(_ text: String) -> String {
  guard text.count > 60 else { return text.debugDescription }
  return (String(text.prefix(57)) + "…").debugDescription
}
