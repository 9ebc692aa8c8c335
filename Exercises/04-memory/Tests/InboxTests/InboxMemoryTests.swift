import Testing
import UIKit
import VIPKit

@testable import Inbox

/// The scene works, but it never goes away: each time the inbox is presented and dismissed, it
/// stays in memory. These tests name each leak; fix them one by one.
@Suite("The Inbox scene's memory")
@MainActor
struct InboxMemoryTests {
  @Test("dismissing the inbox, even while messages are loading, frees the whole scene")
  func noLeaks() {
    // The inbox is presented and loaded (the worker keeps the completion, waiting for the
    // service), then dismissed, as when the user leaves before the answer comes: the
    // presentation was all that held it.
    let home = shownInAWindow(UIViewController())
    assertNoLeaks {
      let inbox = InboxViewController()
      home.present(inbox, animated: false)
      inbox.loadViewIfNeeded()
      inbox.dismiss(animated: false)
      return inbox
    }
  }

  @Test(
    "the mail service answers after the inbox was dismissed: nothing waited for it, nothing breaks")
  func answerAfterClosing() async {
    #if compiler(>=6.2)
      // First in a process of its own: an answer that reads a freed interactor stops the
      // program, and this test should say so rather than take every other test down with it.
      let ran = await #expect(
        processExitsWith: .success,
        """
        The mail service answered after the inbox was dismissed, and the program stopped: the \
        completion read an interactor that no longer exists. A completion that holds it \
        unowned assumes the interactor outlives the request, and a network answer can come \
        after the user has left.
        """
      ) {
        await MainActor.run {
          let service = InboxWorker()
          let home = shownInAWindow(UIViewController())
          do {
            let inbox = InboxViewController(worker: service)
            home.present(inbox, animated: false)
            inbox.loadViewIfNeeded()
            inbox.dismiss(animated: false)
          }
          service.deliver([Message(sender: "Ada", subject: "Lunch?")])
        }
      }
      guard ran != nil else { return }
    #endif
    // One mail service for the whole app: it outlives every inbox screen, so whatever the
    // completion it keeps holds stays alive until the service answers.
    let service = InboxWorker()
    let home = shownInAWindow(UIViewController())
    assertNoLeaks {
      let inbox = InboxViewController(worker: service)
      home.present(inbox, animated: false)
      inbox.loadViewIfNeeded()
      inbox.dismiss(animated: false)
      return inbox
    }
    // The answer comes after the user left: there is nobody left to show it to, and that
    // must be a quiet nothing, not a crash.
    service.deliver([Message(sender: "Ada", subject: "Lunch?")])
  }

  @Test("the presenter holds the view weakly")
  func presenterHoldsTheViewWeakly() {
    assertWeak(\InboxPresenter.viewController, of: InboxPresenter()) { InboxDisplayLogicSpy() }
  }

  @Test("the router holds the view weakly")
  func routerHoldsTheViewWeakly() {
    assertWeak(\InboxRouter.viewController, of: InboxRouter()) { InboxViewController() }
  }
}

/// What the scene does must not change while you fix its memory.
@Suite("The Inbox scene's behaviour")
@MainActor
struct InboxBehaviourTests {
  @Test("when the service answers, the inbox shows one line per message")
  func showsMessages() {
    let worker = InboxWorker()
    let inbox = InboxViewController(worker: worker)
    inbox.loadViewIfNeeded()

    worker.deliver([
      Message(sender: "Ada", subject: "Lunch?"), Message(sender: "Alan", subject: "Re: tea"),
    ])

    #expect(inbox.lines == ["Ada: Lunch?", "Alan: Re: tea"])
  }

  @Test("tapping compose presents the composer")
  func compose() {
    let inbox = shownInAWindow(InboxViewController())
    inbox.loadViewIfNeeded()
    inbox.composeButton.sendActions(for: .touchUpInside)
    #expect(inbox.presentedViewController is ComposeViewController)
  }

  @Test("the interactor asks the worker, and presents what it answers")
  func interactor() {
    let interactor = InboxInteractor()
    let worker = InboxWorkerLogicSpy()
    let presenter = InboxPresentationLogicSpy()
    interactor.worker = worker
    interactor.presenter = presenter

    interactor.loadMessages(request: Inbox.Load.Request())
    worker.fetchMessagesReceivedCompletion?([Message(sender: "Ada", subject: "Hi")])

    #expect(worker.fetchMessagesCallsCount == 1)
    #expect(
      presenter.presentMessagesReceivedResponse?.messages == [Message(sender: "Ada", subject: "Hi")]
    )
  }

  @Test("the presenter writes one line per message")
  func presenter() {
    let presenter = InboxPresenter()
    let view = InboxDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentMessages(
      response: Inbox.Load.Response(messages: [Message(sender: "Ada", subject: "Hi")]))
    #expect(view.displayMessagesReceivedViewModel?.lines == ["Ada: Hi"])
  }
}

/// The windows the tests show screens in, kept for the whole run: on iOS a screen presents
/// only from a window's hierarchy, as in the app.
@MainActor private var windows: [UIWindow] = []

/// `screen`, as the root of a key window.
@MainActor func shownInAWindow<Screen: UIViewController>(_ screen: Screen) -> Screen {
  let window = UIWindow()
  window.rootViewController = screen
  window.makeKeyAndVisible()
  windows.append(window)
  return screen
}
