import Foundation

/// A view that shows text the user reads. Kept: `text` (what a presenter's words end up as).
/// Left out: fonts, colours, attributed text, line breaking.
@MainActor
open class UILabel: UIView {
  open var text: String?
}
