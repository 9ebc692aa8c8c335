import Foundation

/// A control the user types into. Kept: `text`, which is never `nil` (set to `nil`, it reads
/// `""`, as in UIKit), `placeholder`, `isSecureTextEntry`. As in UIKit, setting `text` from
/// code sends no `.editingChanged`: a test that means "the user typed" sets the text and
/// sends the event itself. Left out: the keyboard, the delegate, selection.
@MainActor
open class UITextField: UIControl {
  private var typed = ""
  open var text: String? {
    get { typed }
    set { typed = newValue ?? "" }
  }
  open var placeholder: String?
  open var isSecureTextEntry = false
}
