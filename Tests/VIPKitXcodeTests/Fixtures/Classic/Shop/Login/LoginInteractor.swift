// LoginInteractor: a fixture file of the classic-groups project.
struct LoginInteractor {}
