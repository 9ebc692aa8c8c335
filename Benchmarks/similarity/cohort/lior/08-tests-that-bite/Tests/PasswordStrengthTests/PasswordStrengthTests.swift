import Testing
import VIPKit

@testable import PasswordStrength

// Boundary checks for the scoring rules (interactor) and the wording rules (presenter).
@Suite("Strength meter scene")
@MainActor
struct PasswordStrengthTests {

    // Interactor side

    @Test("mixed case, digits and length give the full 4 points")
    func fullMarks() {
        let spy: PasswordStrengthPresentationLogicSpy = scoring("Correct-Horse-42")
        #expect(spy.presentStrengthReceivedArguments?.score == 4)
    }

    @Test(
        "length thresholds sit at 8 and 12 characters",
        arguments: [
            ("", 0, "Nothing typed means zero points."),
            ("aaaaaaa", 0, "Seven chars: not yet at the first threshold."),
            ("aaaaaaaa", 1, "Eight chars hit the first threshold exactly."),
            ("aaaaaaaaaaa", 1, "Eleven chars: still below the second threshold."),
            ("aaaaaaaaaaaa", 2, "Twelve chars hit both thresholds."),
        ]
    )
    func lengthThresholds(input: String, points: Int, note: Comment) {
        let spy: PasswordStrengthPresentationLogicSpy = scoring(input)
        #expect(spy.presentStrengthReceivedArguments?.score == points, note)
    }

    @Test(
        "digits and mixed case each add one",
        arguments: [
            ("1", 1, "Just a digit gives one point."),
            ("a1", 1, "Digit plus lowercase only: one point."),
            ("aB", 1, "Both cases together give one point."),
            ("AB", 0, "Only capitals: no case point."),
            ("ab", 0, "Only small letters: no case point."),
            ("A1", 1, "Digit and capitals: case point still needs a small letter."),
            ("aB1", 2, "Digit plus both cases makes two."),
        ]
    )
    func characterClassPoints(input: String, points: Int, note: Comment) {
        let spy: PasswordStrengthPresentationLogicSpy = scoring(input)
        #expect(spy.presentStrengthReceivedArguments?.score == points, note)
    }

    @Test("8 digits earn the length point plus the digit point")
    func eightDigits() {
        let spy: PasswordStrengthPresentationLogicSpy = scoring("12345678")
        #expect(spy.presentStrengthReceivedArguments?.score == 2)
    }

    @Test("maximum passed along is 4 and the presenter is called a single time")
    func outOfFourCalledOnce() {
        let spy: PasswordStrengthPresentationLogicSpy = scoring("abc")
        #expect(spy.presentStrengthCallsCount == 1)
        #expect(spy.presentStrengthReceivedArguments?.maximum == 4)
        #expect(PasswordStrengthInteractor.maximumScore == 4)
    }

    // Presenter side

    @Test("4 points is labelled Strong")
    func topLabel() {
        let display: PasswordStrengthDisplayLogicSpy = render(points: 4)
        #expect(display.displayStrengthReceivedViewModel?.label == "Strong")
    }

    @Test(
        "every score maps to its text, fill and acceptance",
        arguments: [
            (0, "Weak", 0.0, false),
            (1, "Weak", 0.25, false),
            (2, "Medium", 0.5, true),
            (3, "Medium", 0.75, true),
            (4, "Strong", 1.0, true),
        ]
    )
    func scoreMapping(points: Int, text: String, fill: Double, ok: Bool) {
        let display: PasswordStrengthDisplayLogicSpy = render(points: points)
        let wanted = PasswordStrengthScene.Evaluate.ViewModel(
            label: text,
            progress: fill,
            isAcceptable: ok
        )
        #expect(display.displayStrengthReceivedViewModel == wanted)
    }

    @Test("fill is computed against the given maximum, not a fixed 4")
    func fillRelativeToMaximum() {
        let display: PasswordStrengthDisplayLogicSpy = render(points: 1, outOf: 2)
        #expect(display.displayStrengthReceivedViewModel?.progress == 0.5)
    }

    @Test("one display call per presented score")
    func singleDisplayCall() {
        let display: PasswordStrengthDisplayLogicSpy = render(points: 2)
        #expect(display.displayStrengthCallsCount == 1)
    }

    @Test("view controller reference is weak")
    func viewIsWeak() {
        assertWeak(\PasswordStrengthPresenter.viewController, of: PasswordStrengthPresenter()) {
            PasswordStrengthDisplayLogicSpy()
        }
    }

    // Helpers

    private func scoring(_ pw: String) -> PasswordStrengthPresentationLogicSpy {
        let sut = PasswordStrengthInteractor()
        let spy = PasswordStrengthPresentationLogicSpy()
        sut.presenter = spy
        sut.evaluate(request: .init(password: pw))
        return spy
    }

    private func render(points: Int, outOf top: Int = 4) -> PasswordStrengthDisplayLogicSpy {
        let sut = PasswordStrengthPresenter()
        let display = PasswordStrengthDisplayLogicSpy()
        sut.viewController = display
        sut.presentStrength(score: points, maximum: top)
        return display
    }
}
