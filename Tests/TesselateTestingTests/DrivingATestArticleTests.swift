import Foundation
import Tesselate
import TesselateTesting
import XCTest

/// The examples of the "Driving a test" article compile and do what it says.
final class DrivingATestArticleTests: XCTestCase {
    struct SignInForm: View {
        @State private var email = ""
        @State private var password = ""
        @State private var signedIn = false

        var body: some View {
            if signedIn {
                Text("Welcome, Ada")
            } else {
                Form {
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password, prompt: Text("Password"))
                    Button("Sign In") { signedIn = true }.disabled(email.isEmpty || password.isEmpty)
                }
            }
        }
    }

    @MainActor func signIn(_ host: ViewHost<some View>, as email: String) {
        host.find(.textField("Email"))?.typeText(email)
        host.find(.textField(prompt: "Password"))?.typeText("secret")
        host.find(.button("Sign In"))?.tap()
    }

    @MainActor func testSignInIsEnabledOnceBothFieldsAreFilled() async {
        let host = ViewHost(SignInForm(), device: .iPhone16)
        XCTAssertEqual(host.find(.button("Sign In"))?.attribute(\.isDisabled), true)
        signIn(host, as: "ada@example.com")
        XCTAssertNotNil(host.find(.text("Welcome, Ada")))
    }

    @MainActor func testARowFurtherDownIsFoundAfterScrolling() async {
        let host = ViewHost(List(0..<1_000, id: \.self) { Text("Row \($0)") }, device: .iPhone16)
        host.find(.text("Row 3"))?.drag(by: CGSize(width: 0, height: -22_000))
        XCTAssertNotNil(host.find(.text("Row 500")))
    }
}
