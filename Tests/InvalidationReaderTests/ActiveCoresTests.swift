import Foundation
import InvalidationReader
import Testing

@Suite struct ActiveCoresTests {
    @Test func theCountAgreesWithFoundations() {
        #expect(ActiveCores.count() == ProcessInfo.processInfo.activeProcessorCount)
        #expect(ParallelWork.activeCores == ActiveCores.count())
    }

    #if canImport(Glibc)
    @Test func aQuotaIsRoundedUpToWholeCores() {
        #expect(ActiveCores.cores(quota: 150_000, period: 100_000) == 2)
        #expect(ActiveCores.cores(quota: 200_000, period: 100_000) == 2)
        #expect(ActiveCores.cores(quota: 50_000, period: 100_000) == 1)
        #expect(ActiveCores.cores(quota: -1, period: 100_000) == nil)
        #expect(ActiveCores.cores(quota: 100_000, period: 0) == nil)
    }
    #endif
}
