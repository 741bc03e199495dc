// The FlipbookTesting module; see the README for what it does.
