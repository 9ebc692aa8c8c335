// ProfilePresenterTests: a fixture file of the workspace project.
struct ProfilePresenterTests {}
