// The catalog lands with issue 4.
