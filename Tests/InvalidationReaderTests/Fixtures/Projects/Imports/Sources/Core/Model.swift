import Observation

@Observable public final class Model {
    public var count = 0
}
