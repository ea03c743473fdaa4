/// A subscriber that hides the type of the one it wraps, or is made of closures, as Combine's
/// `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
{
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscription: ((Subscription) -> Void)?
    private let receiveValue: ((Input) -> Subscribers.Demand)?
    private let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private let name: String

    /// Wraps `s`; the wrapper has `s`'s identifier.
    public init<S: Subscriber>(_ s: S) where Input == S.Input, Failure == S.Failure {
        if let erased = s as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = s.combineIdentifier
        receiveSubscription = s.receive(subscription:)
        receiveValue = s.receive(_:)
        receiveCompletion = s.receive(completion:)
        name = "\(s)"
    }

    /// A subscriber that sends what it receives into the subject `s`.
    public init<S: Subject>(_ s: S) where Input == S.Output, Failure == S.Failure {
        combineIdentifier = CombineIdentifier(s)
        receiveSubscription = { [weak s] subscription in
            guard let s else { return subscription.cancel() }
            s.send(subscription: subscription)
            subscription.request(.unlimited)
        }
        receiveValue = { [weak s] value in
            s?.send(value)
            return .none
        }
        receiveCompletion = { [weak s] completion in s?.send(completion: completion) }
        name = "\(S.self)"
    }

    /// A subscriber made of closures (a missing closure does nothing, and `receiveValue` asks
    /// for no more values).
    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        self.receiveSubscription = receiveSubscription
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
        name = "Anonymous AnySubscriber"
    }

    public func receive(subscription: Subscription) { receiveSubscription?(subscription) }

    public func receive(_ value: Input) -> Subscribers.Demand { receiveValue?(value) ?? .none }

    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion?(completion) }

    public var description: String { name }
    public var customMirror: Mirror { Mirror(self, children: ["combineIdentifier": combineIdentifier]) }
    public var playgroundDescription: Any { description }
}
