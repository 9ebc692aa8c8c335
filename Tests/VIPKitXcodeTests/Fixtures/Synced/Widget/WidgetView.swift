// WidgetView: a fixture file of the synchronized-folders project.
struct WidgetView {}
