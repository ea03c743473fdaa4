import Foundation

/// A decoder of a whole value from some input, as Combine's `TopLevelDecoder` (`JSONDecoder`
/// and `PropertyListDecoder` are ones, decoding `Data`).
public protocol TopLevelDecoder {
    /// What the decoder decodes from.
    associatedtype Input
    /// Decodes a value of `type` from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of a whole value into some output, as Combine's `TopLevelEncoder` (`JSONEncoder`
/// and `PropertyListEncoder` are ones, encoding to `Data`).
public protocol TopLevelEncoder {
    /// What the encoder produces.
    associatedtype Output
    /// Encodes `value`.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {
    public typealias Input = Data
}

extension JSONEncoder: TopLevelEncoder {
    public typealias Output = Data
}

extension PropertyListDecoder: TopLevelDecoder {
    public typealias Input = Data
}

extension PropertyListEncoder: TopLevelEncoder {
    public typealias Output = Data
}

extension Publishers {
    /// A publisher of upstream's values decoded, as Combine's `Publishers.Decode`: an error
    /// decoding fails the publisher.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        public typealias Failure = Error

        public let upstream: Upstream
        private let decoder: Coder

        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
            let decoder = decoder
            upstream.tryRelay("Decode", to: subscriber) { input in
                do { return .emit(try decoder.decode(Output.self, from: input)) } catch { return .finish(.failure(error)) }
            }
        }
    }

    /// A publisher of upstream's values encoded, as Combine's `Publishers.Encode`: an error
    /// encoding fails the publisher.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Failure = Error
        public typealias Output = Coder.Output

        public let upstream: Upstream
        private let encoder: Coder

        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        public func receive<S: Subscriber>(subscriber: S) where Coder.Output == S.Input, S.Failure == Error {
            let encoder = encoder
            upstream.tryRelay("Encode", to: subscriber) { value in
                do { return .emit(try encoder.encode(value)) } catch { return .finish(.failure(error)) }
            }
        }
    }
}

extension Publisher {
    /// Each value decoded as `type` by `decoder`.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder>
    where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}

extension Publisher where Output: Encodable {
    /// Each value encoded by `encoder`.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}
