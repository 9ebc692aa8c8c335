// ProfileInteractor: a fixture file of the workspace project.
struct ProfileInteractor {}
