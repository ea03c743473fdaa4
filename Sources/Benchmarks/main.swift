import Tesselate
print("benchmarks")
