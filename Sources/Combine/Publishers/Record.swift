/// A publisher that replays recorded values and a completion to each subscriber, as Combine's
/// `Record`.
public struct Record<Output, Failure: Error>: Publisher {
    /// The values and completion replayed.
    public let recording: Recording

    /// A record of what `record` sends into the recording it is given.
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.recording = recording
    }

    /// A record of `recording`.
    public init(recording: Recording) { self.recording = recording }

    /// A record of `output`, then `completion`.
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        recording = Recording(output: output, completion: completion)
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        subscriber.receive(elements: recording.output.makeIterator(), then: recording.completion, from: "Record")
    }

    /// The values and completion a ``Record`` replays, as Combine's `Record.Recording`. Receiving
    /// after the completion is a programming error (Combine traps, and so does this).
    public struct Recording {
        public typealias Input = Output

        /// The recorded values.
        public private(set) var output: [Output]
        /// The recorded completion (`finished` until one is received).
        public private(set) var completion: Subscribers.Completion<Failure>
        private var completed = false

        /// An empty recording.
        public init() {
            output = []
            completion = .finished
        }

        /// A recording of `output` and `completion`.
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            completed = true
        }

        /// Records `input`.
        public mutating func receive(_ input: Input) {
            precondition(!completed, "Record.Recording: a value was received after the completion")
            output.append(input)
        }

        /// Records the completion.
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            precondition(!completed, "Record.Recording: a second completion was received")
            self.completion = completion
            completed = true
        }
    }
}
