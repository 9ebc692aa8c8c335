// Core: a fixture file of the workspace project.
struct Core {}
