/// Namespace of the publishers that operators return, as Combine's `Publishers`:
/// `[1, 2].publisher.map { $0 * 2 }` is a `Publishers.Map<Publishers.Sequence<[Int], Never>, Int>`.
public enum Publishers {}
