print("catalog-benchmark: see main.swift")
