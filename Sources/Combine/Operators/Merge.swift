extension Publishers {
    /// A publisher of the values of two publishers as they arrive, as Combine's
    /// `Publishers.Merge`. It finishes when both have finished; a failure of either fails it.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where B.Failure == S.Failure, B.Output == S.Input {
            MergeSubscription(subscriber, count: 2).start([a.connect, b.connect])
        }

        /// A merge with one more publisher.
        public func merge<P: Publisher>(with other: P) -> Publishers.Merge3<A, B, P> where B.Failure == P.Failure, B.Output == P.Output {
            Publishers.Merge3(a, b, other)
        }
    }

    /// A publisher of the values of three publishers as they arrive, as Combine's
    /// `Publishers.Merge3`.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where C.Failure == S.Failure, C.Output == S.Input {
            MergeSubscription(subscriber, count: 3).start([a.connect, b.connect, c.connect])
        }

        /// A merge with one more publisher.
        public func merge<P: Publisher>(with other: P) -> Publishers.Merge4<A, B, C, P> where C.Failure == P.Failure, C.Output == P.Output {
            Publishers.Merge4(a, b, c, other)
        }
    }

    /// A publisher of the values of four publishers as they arrive, as Combine's
    /// `Publishers.Merge4`.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
        C.Output == D.Output
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where D.Failure == S.Failure, D.Output == S.Input {
            MergeSubscription(subscriber, count: 4).start([a.connect, b.connect, c.connect, d.connect])
        }
    }

    /// A publisher of the values of any number of publishers of one type as they arrive, as
    /// Combine's `Publishers.MergeMany`. With no publishers it finishes at once.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) { publishers = upstream }

        public init<S: Swift.Sequence>(_ upstream: S) where Upstream == S.Element { publishers = Array(upstream) }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            MergeSubscription(subscriber, count: publishers.count).start(publishers.map { $0.connect })
        }

        /// The merge with one more publisher.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> { MergeMany(publishers + [other]) }
    }
}

extension Publisher {
    /// The values of this publisher and `other` as they arrive.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// The values of this publisher and two others as they arrive.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }

    /// The values of this publisher and three others as they arrive.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where
        Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output
    {
        Publishers.Merge4(self, b, c, d)
    }

    /// The values of this publisher and another of its type as they arrive.
    public func merge(with other: Self) -> Publishers.MergeMany<Self> { Publishers.MergeMany(self, other) }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}
extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.Merge4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
extension Publishers.MergeMany: Equatable where Upstream: Equatable {}
