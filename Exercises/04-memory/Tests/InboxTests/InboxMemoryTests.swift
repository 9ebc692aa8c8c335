import Testing
import VIPKit

@testable import Inbox

/// The scene works, but it never goes away: each time the inbox is shown and closed, it stays
/// in memory. These tests name each leak; fix them one by one.
@Suite("The Inbox scene's memory")
@MainActor
struct InboxMemoryTests {
  @Test("closing the inbox, even while messages are loading, frees the whole scene")
  func noLeaks() {
    // The scene is loaded (the worker keeps the completion, waiting for the service) and
    // then released, as when the user leaves before the answer comes.
    assertNoLeaks {
      let viewController = InboxConfigurator.configure()
      viewController.viewDidLoad()
      return viewController
    }
  }

  @Test(
    "the mail service answers after the inbox was closed: nothing waited for it, nothing breaks")
  func answerAfterClosing() {
    // One mail service for the whole app: it outlives every inbox screen, so whatever the
    // completion it keeps holds stays alive until the service answers.
    let service = InboxWorker()
    assertNoLeaks {
      let viewController = InboxConfigurator.configure(worker: service)
      viewController.viewDidLoad()
      return viewController
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
    let viewController = InboxConfigurator.configure(worker: worker)
    viewController.viewDidLoad()

    worker.deliver([
      Message(sender: "Ada", subject: "Lunch?"), Message(sender: "Alan", subject: "Re: tea"),
    ])

    #expect(viewController.lines == ["Ada: Lunch?", "Alan: Re: tea"])
  }

  @Test("tapping compose opens the composer")
  func compose() {
    let viewController = InboxConfigurator.configure()
    viewController.composeTapped()
    #expect(viewController.presentedScreen == "Compose")
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
