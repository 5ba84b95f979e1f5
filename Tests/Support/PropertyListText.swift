/// An XML property list whose root dictionary holds `body`; the body's first line is line 5.
public func propertyList(_ body: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
  <plist version="1.0">
  <dict>
  \(body)
  </dict>
  </plist>

  """
}
