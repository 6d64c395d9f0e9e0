print("contacts-bench: not yet")
