import Observation

@Observable public final class Model {
    public var title = ""
}

@Observable public final class Label {
    public var text = ""
}
