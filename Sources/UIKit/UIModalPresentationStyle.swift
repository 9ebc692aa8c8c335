/// How a presented screen covers the one below: a router sets it before presenting
/// (`.fullScreen` is the common choice). The stand-in records it; nothing is drawn.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}
