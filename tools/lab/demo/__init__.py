"""The demos: the cases as pthread programs, natively and under qemu-user (demos.py; the drivers are tools/demo/)."""
