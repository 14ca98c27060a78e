@_exported import Invalidation
