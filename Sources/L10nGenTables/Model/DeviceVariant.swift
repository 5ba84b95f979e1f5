import L10nGenCore

/// A String Catalog's text for one kind of device (`variations.device`): `iphone`, `ipad`, `mac`,
/// `applewatch`, `appletv`, `applevision`, `ipod`, or `other` for the rest.
public struct DeviceVariant: Equatable, Sendable {
  public var device: String
  /// The text; nil when it varies by plural too (`plural`).
  public var text: String?
  /// The device's plural variation of its whole text.
  public var plural: PluralVariable?
  public var location: SourceLocation

  public init(device: String, text: String?, plural: PluralVariable? = nil, location: SourceLocation) {
    self.device = device
    self.text = text
    self.plural = plural
    self.location = location
  }
}
