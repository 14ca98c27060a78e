import Observation

@Observable public final class Model {
    public var title = ""
}
