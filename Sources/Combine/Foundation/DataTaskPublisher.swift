import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// A publisher of the data and response of a request, as Combine's
    /// `URLSession.DataTaskPublisher`: the task starts when the subscriber asks for a value, and
    /// cancelling cancels it. A transport error fails the publisher with a `URLError`.
    public struct DataTaskPublisher: Publisher, Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        /// The request loaded.
        public let request: URLRequest
        /// The session that loads it.
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: DataTaskSubscription(subscriber, request: request, session: session))
        }
    }

    /// A publisher of the data at `url`.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { DataTaskPublisher(request: URLRequest(url: url), session: self) }

    /// A publisher of the data `request` loads.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher { DataTaskPublisher(request: request, session: self) }
}

/// One subscriber's data task.
private final class DataTaskSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
    private let lock = NSLock()
    private var downstream: Downstream?
    private var task: URLSessionDataTask?
    private let request: URLRequest
    private let session: URLSession
    private var started = false
    let description = "DataTaskPublisher"

    init(_ downstream: Downstream, request: URLRequest, session: URLSession) {
        self.downstream = downstream
        self.request = request
        self.session = session
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let start = lock.withLock {
            guard !started, downstream != nil else { return false }
            started = true
            return true
        }
        guard start else { return }
        let finish = UncheckedSendable<(Data?, URLResponse?, Error?) -> Void> { [weak self] in self?.finish($0, $1, $2) }
        let task = session.dataTask(with: request) { data, response, error in finish.value(data, response, error) }
        lock.withLock { self.task = task }
        task.resume()
    }

    private func finish(_ data: Data?, _ response: URLResponse?, _ error: Error?) {
        let downstream = lock.withLock {
            task = nil
            defer { self.downstream = nil }
            return self.downstream
        }
        guard let downstream else { return }
        if let error {
            downstream.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
        } else if let response {
            _ = downstream.receive((data ?? Data(), response))
            downstream.receive(completion: .finished)
        } else {
            downstream.receive(completion: .failure(URLError(.badServerResponse)))
        }
    }

    func cancel() {
        let task = lock.withLock {
            downstream = nil
            defer { self.task = nil }
            return self.task
        }
        task?.cancel()
    }
}
