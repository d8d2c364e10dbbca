// The speed benchmark (issue 6): `swift run -c release todo-bench`.
print("todo-bench: not written yet")
