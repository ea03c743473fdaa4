extension Subscribers {
    /// How a publisher ended, as Combine's `Subscribers.Completion`: it finished, or failed with
    /// an error. A publisher sends at most one, and nothing after it.
    public enum Completion<Failure: Error>: Sendable {
        /// The publisher delivered all its values.
        case finished
        /// The publisher stopped with `error`.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}

extension Subscribers.Completion: Hashable where Failure: Hashable {}

/// The keys of an encoded completion.
private enum CompletionKeys: String, CodingKey { case success, error }

extension Subscribers.Completion: Encodable where Failure: Encodable {

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CompletionKeys.self)
        switch self {
        case .finished: try container.encode(true, forKey: .success)
        case .failure(let error):
            try container.encode(false, forKey: .success)
            try container.encode(error, forKey: .error)
        }
    }
}

extension Subscribers.Completion: Decodable where Failure: Decodable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CompletionKeys.self)
        if try container.decode(Bool.self, forKey: .success) {
            self = .finished
        } else {
            self = .failure(try container.decode(Failure.self, forKey: .error))
        }
    }
}

extension Subscribers.Completion {
    /// The same completion with its error changed by `transform`.
    func mapError<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }

    /// The completion of a publisher that cannot fail, as one of any failure type.
    func eraseError() -> Subscribers.Completion<Error> { mapError { $0 } }
}
