extension ArgumentSpec where Root: ParsableArguments {
    /// `--name VALUE` or `-n VALUE`, given at most once. Without it, `property` stays `nil`.
    static func option<Value: ArgumentValue>(
        _ name: String, short: Character, valueName: String? = nil, _ property: WritableKeyPath<Root, Value?>,
        help: String
    ) -> Self {
        let long = option(name, valueName: valueName, property, help: help)
        return ArgumentSpec(
            name: long.name, short: short, kind: long.kind, help: long.help, choices: long.choices,
            defaultValue: long.defaultValue, isRepeatable: long.isRepeatable, isOptional: long.isOptional,
            accepts: long.accepts, store: long.store)
    }
}
