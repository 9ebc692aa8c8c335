// In the app's folder but in no target: nothing may read it for the app.
import UIKit

protocol OldPresentationLogic {
  func presentOld()
}

final class OldPresenter: OldPresentationLogic {
  func presentOld() {}
}
