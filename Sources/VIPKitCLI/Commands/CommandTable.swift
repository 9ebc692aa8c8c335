/// Every `vipkit` subcommand, in the order help lists them. Each later command (`spies`,
/// `mutate`, `grade`, `verify`) adds its spec here.
package enum CommandTable {
  package static let commands: [CommandSpec] = [
    SpiesCommand.spec,
    MutateCommand.spec,
    CheckCommand.spec,
    SceneCommand.spec,
    ExercisesCommand.spec,
    HintCommand.spec,
    WatchCommand.spec,
    GradeCommand.spec,
    VerifyCommand.spec,
  ]
}
