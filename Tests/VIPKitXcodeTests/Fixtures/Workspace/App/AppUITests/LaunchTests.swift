// LaunchTests: a fixture file of the workspace project.
struct LaunchTests {}
