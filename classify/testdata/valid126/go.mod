module valid126

go 1.26
