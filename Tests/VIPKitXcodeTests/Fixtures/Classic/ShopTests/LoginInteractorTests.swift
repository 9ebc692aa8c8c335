// LoginInteractorTests: a fixture file of the classic-groups project.
struct LoginInteractorTests {}
