import UIKit

/// The composer, reduced to what this exercise needs: a screen to present.
final class ComposeViewController: UIViewController {}
